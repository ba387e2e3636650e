// The account area's code-split module: loaded only through shell/lazy-screens.ts.
// Its stylesheet (account.css) is part of @agency/ui/areas.css, which styles.css includes.

export { GroupScreen, preload } from './GroupScreen';
