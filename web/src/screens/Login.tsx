import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, TranslationOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@tessera/schema/api';
import { login } from '../api/auth';
import { changeLang } from '../i18n';
import { storeToken } from '../session';
import { useAppStore } from '../store';
import { resetStartup } from '../router/startup';
import { useRouteEffects } from '../layout/useRouteEffects';
import Logo from '../layout/Logo';

/** Only in-app paths are followed after login (no protocol-relative or absolute urls). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/index';
  if (value === '/login' || value.startsWith('/login?')) return '/index';
  return value;
}

export default function Login() {
  useRouteEffects();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lang = useAppStore((s) => s.lang);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
        onClick={() => changeLang(lang === 'zh' ? 'en' : 'zh')}
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
          {error && <Alert className="ts-login-error" type="error" showIcon message={error} />}
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
        </section>
      </div>
    </div>
  );
}
