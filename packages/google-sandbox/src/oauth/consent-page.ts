import { escapeHtml } from '../http/escape-html';
import { htmlPage, PAGE_TITLE } from '../http/html-page';
import type { SandboxUser } from '../state/sandbox-seed';
import type { AuthorizationRequest } from './oauth-records';
import { SCOPE_DESCRIPTIONS } from './scopes';

/** The path of the consent form's target on the sandbox's accounts.google.com. */
export const APPROVE_PATH = '/accounts.google.com/o/oauth2/v2/approve';

/**
 * The consent page of an authorization request: the requested scopes, one "Allow" form per sandbox
 * user and a "Cancel" form, all plain GET forms to the approve path under the base path.
 */
export function consentPage(
  request: AuthorizationRequest,
  users: readonly SandboxUser[],
  basePath: string,
): Response {
  const action = escapeHtml(`${basePath}${APPROVE_PATH}`);
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(request.id)}">`;
  const scopes = request.scopes
    .map(
      (scope) =>
        `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)} <code>${escapeHtml(scope)}</code></li>`,
    )
    .join('\n');
  const choices = users
    .map((user) =>
      [
        '<li>',
        `<form method="get" action="${action}">`,
        hidden,
        `<input type="hidden" name="user" value="${escapeHtml(user.sub)}">`,
        `<p>${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt;</p>`,
        `<button type="submit" name="decision" value="allow">Allow as ${escapeHtml(user.name)}</button>`,
        '</form>',
        '</li>',
      ].join('\n'),
    )
    .join('\n');
  const body = [
    `<p>The application <code>${escapeHtml(request.clientId)}</code> wants to:</p>`,
    `<ul>\n${scopes}\n</ul>`,
    '<h2>Choose a sandbox Google account</h2>',
    `<ul>\n${choices}\n</ul>`,
    `<form method="get" action="${action}">`,
    hidden,
    '<button type="submit" name="decision" value="cancel">Cancel</button>',
    '</form>',
  ].join('\n');
  return htmlPage(200, PAGE_TITLE, body);
}
