import type { DbConnectionInfo } from '@tessera/schema/api';
import { bodyOf, fieldMessages, SHARED_APP, valuesOf } from './connectionForm';
import { newDatasetUrl } from './SqlConsole';

const STORED: DbConnectionInfo = {
  id: 7,
  app_id: null,
  name: 'dw',
  kind: 'mysql',
  region: 'oversea',
  host: 'db.internal',
  port: 3307,
  username: 'report',
  database_name: 'sales',
  file: null,
  options: { ssl: { reject_unauthorized: false }, charset: 'gbk' },
  has_password: true,
  created_by: 'admin',
  updated_by: 'admin',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the connection form', () => {
  it('keeps the stored password on edit unless told otherwise; an empty new password clears it', () => {
    const values = valuesOf(STORED);
    expect(values).toMatchObject({ keep_password: true, ssl: 'no-verify', region: 'oversea', app_id: SHARED_APP });
    const kept = bodyOf(values, STORED.id);
    expect(kept).not.toHaveProperty('password');
    expect(kept).toMatchObject({
      id: 7,
      host: 'db.internal',
      port: 3307,
      app_id: null,
      options: { ssl: { reject_unauthorized: false }, charset: 'gbk' },
    });
    expect(bodyOf({ ...values, keep_password: false, password: 'n3w' }, 7).password).toBe('n3w');
    expect(bodyOf({ ...values, keep_password: false }, 7).password).toBe('');
  });

  it('sends only the fields of the kind', () => {
    const sqlite = bodyOf(
      { ...valuesOf(null), name: ' lite ', kind: 'sqlite', file: 'shop/a.sqlite', host: 'x' },
      null,
    );
    expect(sqlite).toEqual({
      name: 'lite',
      kind: 'sqlite',
      region: 'cn',
      app_id: null,
      options: {},
      file: 'shop/a.sqlite',
    });
    const pg = bodyOf(
      { ...valuesOf(null), name: 'pg', kind: 'postgres', host: 'h', username: 'u', charset: 'gbk' },
      null,
    );
    expect(pg.options).toEqual({});
    expect(pg).not.toHaveProperty('file');
  });

  it("splits the server's validation message by field", () => {
    expect(
      fieldMessages('host: is required; options.timezone: is not a time zone', ['options.timezone', 'host']),
    ).toEqual({ host: 'is required', 'options.timezone': 'is not a time zone' });
    expect(fieldMessages('host: 必填；username: 必填', ['host', 'username'])).toEqual({
      host: '必填',
      username: '必填',
    });
  });

  it('opens the dataset screen with the SQL and the connection', () => {
    const url = newDatasetUrl('SELECT * FROM t WHERE a = "x&y" + 1', 3);
    expect(url.startsWith('/admin/dataset?')).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?')));
    expect(params.get('sql')).toBe('SELECT * FROM t WHERE a = "x&y" + 1');
    expect(params.get('connectionId')).toBe('3');
  });
});
