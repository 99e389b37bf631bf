/**
 * How to take part when the user cannot draw yet: in an ordinary browser, "open in the app"
 * with a link to the store client; in the client, a log-in button.
 */
import type { I18n } from '../../src/types';
import type { AuthState } from './lucky';

export interface JoinPathProps {
  auth: AuthState;
  t: I18n['t'];
  /** Where the store client is downloaded (`api.ppApkUrl()`). */
  clientUrl: string;
  onLogin(): void;
  /** A login was tried and did not complete. */
  loginFailed: boolean;
}

export function JoinPath(props: JoinPathProps) {
  const { auth, t } = props;
  if (auth === 'browser') {
    return (
      <div className="ppw-lucky-join ppw-lucky-join-browser">
        <p className="ppw-lucky-join-title">{t('lucky.browser.title')}</p>
        <p>{t('lucky.browser.text')}</p>
        <a className="ppw-lucky-button" href={props.clientUrl}>
          {t('lucky.browser.download')}
        </a>
      </div>
    );
  }
  if (auth === 'loggedOut' || auth === 'loggingIn') {
    const busy = auth === 'loggingIn';
    return (
      <div className="ppw-lucky-join">
        <p>{t('lucky.login.text')}</p>
        <button
          type="button"
          className="ppw-lucky-button"
          aria-disabled={busy ? 'true' : undefined}
          onClick={() => {
            if (!busy) props.onLogin();
          }}
        >
          {busy ? t('lucky.login.pending') : t('lucky.login')}
        </button>
        <p className="ppw-lucky-note" role="status">
          {props.loginFailed && !busy ? t('lucky.login.failed') : ''}
        </p>
      </div>
    );
  }
  return null;
}
