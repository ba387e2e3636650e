// The demo accounts from their own module: @agency/web-api's index loads the whole backend, which
// took each e2e file ~6 s to transform and import for one constant.
export { DEMO_CREDENTIALS } from '../../../web-api/src/seed/demo-credentials';
