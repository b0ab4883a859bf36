import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, TranslationOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SSO_REFUSALS, type LoginBody, type LoginOptions, type SsoRefusal } from '@tessera/schema/api';
import { safeRedirect } from '@tessera/schema/rules';
import { login, loginOptions, ssoLoginUrl } from '../api/auth';
import { toggleLang } from '../i18n';
import { storeToken } from '../session';
import { useAppStore } from '../store';
import { resetStartup } from '../router/startup';
import { useRouteEffects } from '../layout/useRouteEffects';
import Logo from '../layout/Logo';

/** Without an answer from the server the page offers what every install has: local accounts. */
const LOCAL_ONLY: LoginOptions = { sso: false, local_login: true };

/** The text of a refused single sign-on (`sso_error` in the url, set by the server's callback). */
function ssoErrorKey(code: string | null): SsoRefusal | 'other' | null {
  if (!code) return null;
  return SSO_REFUSALS.find((key) => key === code) ?? 'other';
}

export default function Login() {
  useRouteEffects();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState<LoginOptions | null>(null);
  const ssoError = ssoErrorKey(params.get('sso_error'));

  useEffect(() => {
    let live = true;
    loginOptions().then(
      (answer) => live && setOptions(answer),
      () => live && setOptions(LOCAL_ONLY),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (values: LoginBody) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await login(values);
      storeToken(result.token);
      useAppStore.getState().setSession(result.token, result.user);
      resetStartup();
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      setError((err as Error).message || t('login.failed'));
      setSubmitting(false);
    }
  };

  return (
    <div className="ts-login">
      <button
        type="button"
        className="ts-login-lang"
        data-testid="lang-switch"
        title={t('navbar.switchLang')}
        onClick={toggleLang}
      >
        <TranslationOutlined /> {t('navbar.langLabel')}
      </button>
      <div className="ts-login-card">
        <section className="ts-login-aside" aria-hidden="true">
          <div className="ts-login-brand">
            <Logo size={30} />
            <span>{t('app.name')}</span>
          </div>
          <div className="ts-login-art">
            <div className="ts-tile ts-tile-1" />
            <div className="ts-tile ts-tile-2" />
            <div className="ts-tile ts-tile-3" />
            <div className="ts-tile ts-tile-4" />
          </div>
          <h2>{t('login.aside')}</h2>
          <p>{t('login.asideDesc')}</p>
        </section>
        <section className="ts-login-main">
          <h1>{t('login.heading')}</h1>
          <p className="ts-login-sub">{t('login.subtitle')}</p>
          {ssoError && !error && (
            <Alert
              className="ts-login-error"
              type="error"
              showIcon
              message={t(`sso.errors.${ssoError}`)}
              data-testid="sso-error"
            />
          )}
          {error && <Alert className="ts-login-error" type="error" showIcon message={error} />}
          {options?.sso && (
            <Button
              block
              size="large"
              type={options.local_login ? 'default' : 'primary'}
              icon={<SafetyCertificateOutlined />}
              href={ssoLoginUrl(params.get('redirect'))}
              data-testid="sso-login"
            >
              {t('sso.button')}
            </Button>
          )}
          {options?.sso && options.local_login && (
            <Divider plain className="ts-login-or">
              {t('sso.or')}
            </Divider>
          )}
          {options?.sso && !options.local_login && <p className="ts-login-sso-only">{t('sso.only')}</p>}
          {options?.local_login && (
            <Form<LoginBody>
              layout="vertical"
              requiredMark={false}
              onFinish={(v) => void submit(v)}
              data-testid="login-form"
              size="large"
              autoComplete="on"
            >
              <Form.Item
                name="username"
                label={t('login.username')}
                rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
              >
                <Input prefix={<UserOutlined className="ts-muted" />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('login.password')}
                rules={[{ required: true, message: t('login.passwordRequired') }]}
              >
                <Input.Password prefix={<LockOutlined className="ts-muted" />} autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
        </section>
      </div>
    </div>
  );
}
