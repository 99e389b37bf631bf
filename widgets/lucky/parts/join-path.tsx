/**
 * How to take part when the user cannot draw yet: in an ordinary browser, "open in the app"
 * with a link to the store client; in the client, a log-in button.
 */
import type { AuthState } from '../state/lucky';
import { Btn, Note } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

export interface JoinPathProps {
  auth: AuthState;
  /** Where the store client is downloaded (`api.ppApkUrl()`). */
  clientUrl: string;
  onLogin(): void;
  /** A login was tried and did not complete. */
  loginFailed: boolean;
}

export function JoinPath(props: JoinPathProps) {
  const { auth } = props;
  const { t } = useLuckyContext();
  if (auth === 'browser') {
    return (
      <div className="ppw-lucky-join ppw-lucky-join-browser">
        <p className="ppw-lucky-join-title">{t('lucky.browser.title')}</p>
        <p className="ppw-lucky-join-text">{t('lucky.browser.text')}</p>
        <a className="ppw-lucky-button" href={props.clientUrl}>
          {t('lucky.browser.download')}
        </a>
      </div>
    );
  }
  const busy = auth === 'loggingIn';
  if (!busy && auth !== 'loggedOut') return null;
  return (
    <div className="ppw-lucky-join">
      <p>{t('lucky.login.text')}</p>
      <Btn off={busy} onClick={() => busy || props.onLogin()}>
        {t(busy ? 'lucky.login.pending' : 'lucky.login')}
      </Btn>
      <Note>{props.loginFailed && !busy ? t('lucky.login.failed') : ''}</Note>
    </div>
  );
}
