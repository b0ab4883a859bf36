import { migration as m0001 } from './0001-initial';
import { migration as m0002 } from './0002-visits';
import { migration as m0003 } from './0003-connections';
import { migration as m0004 } from './0004-datasets-pages';
import { migration as m0005 } from './0005-options';
import { migration as m0006 } from './0006-comments';
import { migration as m0007 } from './0007-catalog-trash';
import { migration as m0008 } from './0008-page-versions';
import { migration as m0009 } from './0009-username-case';
import { migration as m0010 } from './0010-connection-region-history';
import { migration as m0011 } from './0011-dataset-params';
import { migration as m0012 } from './0012-workbench-manage';
import { migration as m0013 } from './0013-role-names';
import { migration as m0014 } from './0014-access-requests';
import { migration as m0015 } from './0015-field-authority';
import { migration as m0016 } from './0016-shares';
import { migration as m0017 } from './0017-names-en';
import { migration as m0018 } from './0018-single-sign-on';
import { migration as m0019 } from './0019-lookers';
import { migration as m0020 } from './0020-monitors';
import { migration as m0022 } from './0022-favorites-feedback-announcements';
import { migration as m0023 } from './0023-help-documents';
import { migration as m0024 } from './0024-usage-screens';
import type { Migration } from './types';

/** Every migration, oldest first. Add a file `NNNN-what.ts` and append it here. */
export const migrations: Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0022,
  m0023,
  m0024,
];
