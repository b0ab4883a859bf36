// A real OpenID Connect provider (oidc-provider) on localhost, for the single sign-on tests (server jest suite and
// tests/e2e/oidc.spec.ts). Started as its own process: oidc-provider is ESM-only and brings its own Koa.
//
//   CLIENT_ID=… CLIENT_SECRET=… node tests/support/oidc-provider.mjs <port> <redirect_uris> <post_logout_redirect_uris>
//
// (each list comma-separated; server/test/support/oidc-provider.ts starts it). It has one client, and prints `listening <issuer>` once it answers. Its sign-in form (the provider's development form) accepts any
// login and password; the login names the account. Every account has `preferred_username` = the login and an email
// `<login>@example.com`, except a login starting with `mail:`, which has only the email (`mail:carol` →
// carol@example.com), to test matching by email.
import Provider from 'oidc-provider';

const [port, redirectUris, postLogoutRedirectUris] = process.argv.slice(2);
const { CLIENT_ID, CLIENT_SECRET } = process.env;
if (!port || !redirectUris || !postLogoutRedirectUris || !CLIENT_ID || !CLIENT_SECRET) {
  console.error(
    'usage: CLIENT_ID=… CLIENT_SECRET=… oidc-provider.mjs <port> <redirect_uris> <post_logout_redirect_uris>',
  );
  process.exit(2);
}
const issuer = `http://localhost:${port}`;

function claimsOf(login) {
  const mailOnly = login.startsWith('mail:');
  const name = mailOnly ? login.slice('mail:'.length) : login;
  return {
    sub: login,
    email: `${name}@example.com`,
    email_verified: true,
    name: `${name} (SSO)`,
    ...(mailOnly ? {} : { preferred_username: name }),
  };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: redirectUris.split(','),
      post_logout_redirect_uris: postLogoutRedirectUris.split(','),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
  // A first-party client: no consent screen, as a company's own provider would be set up.
  loadExistingGrant: async (ctx) => {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid profile email');
    await grant.save();
    return grant;
  },
  cookies: { keys: ['tessera-test-cookie-key'] },
  features: { devInteractions: { enabled: true } },
});

provider.listen(Number(port), () => {
  console.log(`listening ${issuer}`);
});
