import { usePageLocation } from '../../provider/page-location';
import { EmailConfirmationScreen } from '../email-confirmation/EmailConfirmationScreen';
import { ErrorScreen } from '../errors/ErrorScreen';
import { NotFoundHelp } from '../errors/NotFoundHelp';
import { TypographyScreen } from '../typography/TypographyScreen';
import { SignInConfirmationScreen } from './SignInConfirmationScreen';
import { SignInRecoveryScreen } from './SignInRecoveryScreen';
import { SignInScreen } from './SignInScreen';

/** The screen of a public route that is not on the landing's path: the sign-in family, e-mail confirmation, typography, the error page (the legal pages are their own group). */
export function GroupScreen() {
  const { route, params } = usePageLocation();
  switch (route.name) {
    case 'sign-in':
      return <SignInScreen />;
    case 'sign-in-confirmation':
      return <SignInConfirmationScreen />;
    case 'sign-in-recovery':
      return <SignInRecoveryScreen />;
    case 'email-confirmation':
      return <EmailConfirmationScreen />;
    case 'ui':
      return <TypographyScreen />;
    // The error page is here (off the landing's code) for the words and sections a 404 adds.
    case 'error':
      return (
        <ErrorScreen code={params.code}>
          {(params.code ?? '404') === '404' ? <NotFoundHelp /> : null}
        </ErrorScreen>
      );
    default:
      return (
        <ErrorScreen code="404">
          <NotFoundHelp />
        </ErrorScreen>
      );
  }
}
