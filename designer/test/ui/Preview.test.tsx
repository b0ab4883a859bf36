import type { ReportClient } from '@tessera/renderer';
import type { ReportData } from '@tessera/schema/api';
import type { ReportQuery, Section } from '@tessera/schema/dsl';
import { editedClient } from '../../src/ui/Preview';
import { chartSection, pageOf } from '../fixtures';

const answer = (from: string): ReportData => ({ columns: [], rows: [{ from }] });
const query = (id: number | string): ReportQuery => ({ diagram_id: id, filter_condition: [], sort_key_map: {} });

describe("the preview's data", () => {
  const stored: Section = { ...chartSection('x', '已保存'), id: 7 };
  const doc = { ...pageOf(1), sections: [stored, chartSection('bar_1', '新区块')] };
  const asked: Section[] = [];
  const client = { data: () => Promise.resolve(answer('saved')) } as unknown as ReportClient;
  const edited = editedClient(client, doc, (section) => {
    asked.push(section);
    return Promise.resolve(answer('edited'));
  });

  it('asks for a stored section with its config as edited, and for a new one as the server has it', async () => {
    expect((await edited.data(query(7))).rows).toEqual([{ from: 'edited' }]);
    expect(asked).toEqual([stored]);
    expect((await edited.data(query('bar_1'))).rows).toEqual([{ from: 'saved' }]);
  });

  it('is the host client itself when the host has no such call', () => {
    expect(editedClient(client, doc)).toBe(client);
  });
});
