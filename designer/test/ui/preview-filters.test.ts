import type { ReportClient, SelectOptionsRequest } from '@tessera/renderer';
import type { LinkedSelectRequest, Section } from '@tessera/schema/dsl';
import { filterScaffold } from '../../src/kinds/filter-types';
import { editedClient } from '../../src/ui/Preview';
import { chartSection, pageOf } from '../fixtures';

describe("the preview's filter options", () => {
  const stored: Section = {
    ...chartSection('x', '已保存'),
    id: 7,
    filter_config_model_list: [filterScaffold('select', '国家', 'country')],
  };
  const doc = { ...pageOf(1), sections: [stored, chartSection('bar_1', '新区块')] };
  const sent: unknown[] = [];
  const client = {
    data: () => Promise.resolve({ columns: [], rows: [] }),
    selectOptions: (request: SelectOptionsRequest) => {
      sent.push(request);
      return Promise.resolve([]);
    },
    linkedSelect: (request: LinkedSelectRequest) => {
      sent.push(request);
      return Promise.resolve([]);
    },
  } as unknown as ReportClient;
  const edited = editedClient(client, doc, () => Promise.resolve({ columns: [], rows: [] }));

  beforeEach(() => {
    sent.length = 0;
  });

  it('sends the stored section as edited, so filters added in the designer get options from the server', async () => {
    await edited.selectOptions({ diagram_id: 7, field: 'country' });
    await edited.linkedSelect({ diagram_id: 7, field: 'country', value: 'cn' });
    expect(sent).toEqual([
      { diagram_id: 7, field: 'country', section: stored },
      { diagram_id: 7, field: 'country', value: 'cn', section: stored },
    ]);
  });

  it('asks for a new section under the id of a stored one, with its own config; as it is on a page with none', async () => {
    await edited.selectOptions({ diagram_id: 'bar_1', field: 'country' });
    expect(sent).toEqual([{ diagram_id: 7, field: 'country', section: doc.sections[1] }]);
    sent.length = 0;
    const unsaved = editedClient(client, { ...doc, sections: [doc.sections[1]] }, () =>
      Promise.resolve({ columns: [], rows: [] }),
    );
    await unsaved.selectOptions({ diagram_id: 'bar_1', field: 'country' });
    expect(sent).toEqual([{ diagram_id: 'bar_1', field: 'country' }]);
  });
});
