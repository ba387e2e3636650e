// The account area's code-split module: loaded only through shell/lazy-screens.ts.
// Its stylesheet (account.css) is part of @agency/ui/styles.css.

export { GroupScreen, preload } from './GroupScreen';
