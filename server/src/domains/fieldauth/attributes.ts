import { FIELD_AUTHORITY_LIMITS, type UserAttributes, type UserAttributesSaveBody } from '@tessera/schema/api';
import { ValidationError } from '../../core/errors';
import type { Store } from '../../store';
import { jsonList, usersByName } from './people';

/** Users' custom attributes (key → values), which row rules of source `attribute` compare columns with. */
export class UserAttributesService {
  constructor(private readonly store: Store) {}

  /** The attributes of a user by id (the access step reads them on every data call). */
  async of(userId: number): Promise<Record<string, string[]>> {
    const rows = await this.store.models.UserAttribute.findAll({
      where: { user_id: userId },
      order: [['attr_key', 'ASC']],
    });
    return Object.fromEntries(rows.map((r) => [r.attr_key, jsonList<string>(r.attr_values)]));
  }

  async get(username: string): Promise<UserAttributes> {
    const user = [...(await usersByName(this.store, [username], () => 'username')).values()][0];
    return { username: user.username, attributes: await this.of(user.id) };
  }

  /** Replaces the user's whole attribute map; a key with no values is removed. */
  async save(body: UserAttributesSaveBody): Promise<UserAttributes> {
    const pattern = new RegExp(FIELD_AUTHORITY_LIMITS.ATTRIBUTE_KEY_PATTERN);
    const badKeys = Object.keys(body.attributes).filter((key) => !pattern.test(key));
    if (badKeys.length)
      throw new ValidationError(badKeys.map((key) => ({ field: `attributes.${key}`, rule: 'pattern' })));
    const user = [...(await usersByName(this.store, [body.username], () => 'username')).values()][0];
    const { UserAttribute } = this.store.models;
    await this.store.sequelize.transaction(async (transaction) => {
      await UserAttribute.destroy({ where: { user_id: user.id }, transaction });
      await UserAttribute.bulkCreate(
        Object.entries(body.attributes)
          .filter(([, values]) => values.length > 0)
          .map(([key, values]) => ({ user_id: user.id, attr_key: key, attr_values: JSON.stringify(values) })),
        { transaction },
      );
    });
    return { username: user.username, attributes: await this.of(user.id) };
  }
}
