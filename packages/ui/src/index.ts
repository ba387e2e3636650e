// Public API of @agency/ui: a hand-written list of named exports. Other packages import only this.
// The browser entry imports it too, and esbuild puts every module re-exported here that a lazy screen
// also uses into the chunk every page loads: screens' internals (the sign-in shell and its problems,
// which bring core's form rules) stay out.

export { App, type AppParts, type AppProps } from './App';
export { ConfirmDialog } from './components/ConfirmDialog';
export {
  applyErrorOutcome,
  browserErrorOutcome,
  useApplyErrorOutcome,
} from './components/error-outcome';
export { Icon, type IconName } from './components/Icon';
export { Link, type LinkProps } from './components/Link';
export { Notifications } from './components/Notifications';
export { POSTED_FORM_FIELD } from './components/PostForm';
export { quoteMailto } from './components/quote-mailto';
export { useConfirm } from './components/use-confirm';
export { defaultSiteConfig, type SiteConfig, type SitePhone } from './config/site-config';
export { createSiteIntl } from './i18n/create-site-intl';
export { loadSiteIntl } from './i18n/load-site-intl';
export { MESSAGES, type MessageKey } from './i18n/messages';
export type { SiteIntl } from './i18n/site-intl';
export { Breadcrumb } from './layout/Breadcrumb';
export { Footer } from './layout/Footer';
export { FooterWhenSeen, footerMarkupKey, KeptFooter } from './layout/FooterWhenSeen';
export { loadFooter } from './layout/footer-module';
export {
  Header,
  type HeaderProps,
  HOTLINE_EVENT,
  headerMarkupKey,
  KeptHeader,
} from './layout/Header';
export { LanguageSwitcher } from './layout/LanguageSwitcher';
export { MainNav } from './layout/MainNav';
export {
  type AdminSession,
  AdminSessionProvider,
  useAdminSession,
} from './provider/admin-session';
export type { Analytics } from './provider/analytics';
export {
  useAnalytics,
  useApi,
  useDispatch,
  useIntl,
  useNavigate,
  useNow,
  useSiteConfig,
  useStore,
  useTimers,
} from './provider/hooks';
export { PageLocation, type PageLocationProps } from './provider/PageLocation';
export { matchPage, usePageLocation } from './provider/page-location';
export { type PostedForm, PostedFormContext } from './provider/posted-form';
export { SiteProvider, type SiteProviderProps } from './provider/SiteProvider';
export type { Navigate, NavigateOptions, SiteStore } from './provider/site-context';
export { systemTimers, type Timers } from './provider/timers';
export { useLang } from './provider/use-lang';
// Types only: webApiOver, webApiRequest and isContractValue are at @agency/ui/web-api.
export type {
  WebApi,
  WebApiRequest,
  WebCallOptions,
  WebOperationData,
  WebOperationKey,
  WebOperationPayload,
} from './provider/web-api';
export { ErrorScreen } from './screens/errors/ErrorScreen';
export { FailurePage, type FailurePageProps } from './screens/errors/FailurePage';
export { LandingScreen } from './screens/landing/LandingScreen';
export { bootPage } from './shell/boot-page';
export { LoadedFailurePage, loadFailurePage } from './shell/failure-page-module';
export { GoToTop } from './shell/GoToTop';
export { LazyGroupScreen } from './shell/LazyGroupScreen';
export {
  type GroupScreenModule,
  isCodeSplitGroup,
  type LazyGroup,
  lazyGroupOf,
  preloadScreens,
} from './shell/lazy-screens';
export { loadPinForms, type PinFormsModule } from './shell/load-pin-forms';
export { Preloader } from './shell/Preloader';
