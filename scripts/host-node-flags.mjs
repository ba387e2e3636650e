/**
 * The Node options every start of the host passes (`npm start`, `npm run serve`, the systemd unit):
 * young-generation semi-spaces of 8 MB instead of 16 (decision 0054) and an old generation that
 * grows by half of what survived a full collection instead of up to 4× (decision 0064). Both lower
 * the resident memory; bench/tests/serve-flags.test.mjs holds the other starts to this list.
 */
export const HOST_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
