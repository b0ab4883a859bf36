import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** A single sign-on login sent to the provider and not yet back (migration 0018). Deleted when it comes back. */
export class OidcLoginModel extends Model<InferAttributes<OidcLoginModel>, InferCreationAttributes<OidcLoginModel>> {
  /** The `state` parameter, also held by the browser's cookie: the two must match. */
  declare state: string;
  declare nonce: string;
  /** PKCE: the provider only hands out tokens for the code to whoever shows this. */
  declare code_verifier: string;
  /** The in-app url to open after the login. */
  declare redirect: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
}

export function defineOidcModels(sequelize: Sequelize) {
  const OidcLogin: ModelStatic<OidcLoginModel> = sequelize.define<OidcLoginModel>(
    'OidcLogin',
    {
      state: { type: DataTypes.STRING(64), primaryKey: true },
      nonce: { type: DataTypes.STRING(64), allowNull: false },
      code_verifier: { type: DataTypes.STRING(128), allowNull: false },
      redirect: { type: DataTypes.STRING(2000), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: DataTypes.DATE,
    },
    { tableName: 'oidc_logins', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { OidcLogin };
}
