import { formatDocument, type DslKind } from '../src/dsl';
import { fixtureText } from './fixtures/documents';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The same document with every object's keys in reverse order (a different byte stream, the same content). */
function reversed(value: Json): Json {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

const roundTrip = (kind: DslKind, text: string) => formatDocument(kind, JSON.parse(text));

describe('formatDocument', () => {
  it.each(['page', 'template'] as const)('%s fixture is canonical, and any key order formats to it', (kind) => {
    const text = fixtureText('v2', kind);
    expect(roundTrip(kind, text)).toBe(text);
    expect(formatDocument(kind, reversed(JSON.parse(text) as Json))).toBe(text);
    expect(formatDocument(kind, JSON.parse(JSON.stringify(JSON.parse(text))))).toBe(text);
  });

  it.each(['page', 'template'] as const)(
    '%s: parse → format → parse → format is byte-identical and keeps the content',
    (kind) => {
      const doc = reversed(JSON.parse(fixtureText('v1', kind)) as Json); // legacy keys: unknown to the schema, all sorted
      const once = formatDocument(kind, doc);
      expect(roundTrip(kind, once)).toBe(once);
      expect(JSON.parse(once)).toEqual(doc);
    },
  );

  it('puts $schema then version first, then the schema order; 2 spaces; a final newline', () => {
    const text = formatDocument('page', { sections: [], name: 'P', version: 2, $schema: '/schemas/page.json' });
    expect(text).toBe('{\n  "$schema": "/schemas/page.json",\n  "version": 2,\n  "name": "P",\n  "sections": []\n}\n');
  });

  it('follows item schemas in lists and the object branch of unions', () => {
    const text = formatDocument('page', {
      version: 2,
      name: 'P',
      router_config: { meta: { title: 't' }, component: 'C' }, // nullable object: the object branch orders it
      sections: [
        { title: 'S', id: 's', column_config_model_list: [{ column_type: 1, column_name: 'G', column_key: 'g' }] },
      ],
    });
    expect(text).toBe(
      [
        '{',
        '  "version": 2,',
        '  "name": "P",',
        '  "router_config": {',
        '    "component": "C",',
        '    "meta": {',
        '      "title": "t"',
        '    }',
        '  },',
        '  "sections": [',
        '    {',
        '      "id": "s",',
        '      "title": "S",',
        '      "column_config_model_list": [',
        '        {',
        '          "column_key": "g",',
        '          "column_name": "G",',
        '          "column_type": 1',
        '        }',
        '      ]',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('sorts free-form and unknown keys (after the known ones), integer-like keys included', () => {
    const text = formatDocument('section', {
      title: 'S',
      zeta: 1,
      id: 's',
      alpha: 2,
      props: { b: 1, a: 2, '10': 3, '2': 4 },
      other_config: { refresh: 60, realtime_mode: 1, audit: true },
    });
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys).toEqual([
      'id',
      'title',
      'props',
      '10',
      '2',
      'a',
      'b',
      'other_config',
      'realtime_mode',
      'audit',
      'refresh',
      'alpha',
      'zeta',
    ]);
  });

  it('writes empty lists and objects inline, strings and numbers as JSON does, and any JSON value', () => {
    expect(formatDocument('series', { filters: {}, fixed_values: [], name: 'é "q" \n', symbol_size: 1.5e-7 })).toBe(
      '{\n  "name": "é \\"q\\" \\n",\n  "filters": {},\n  "fixed_values": [],\n  "symbol_size": 1.5e-7\n}\n',
    );
    expect(formatDocument('page', [1, 'a', null])).toBe('[\n  1,\n  "a",\n  null\n]\n');
    expect(formatDocument('page', 'x')).toBe('"x"\n');
  });
});
