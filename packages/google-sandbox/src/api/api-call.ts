import type { Caller } from '../oauth/authenticate-call';
import type { SandboxContext } from '../sandbox-context';

/** An authenticated Business Profile API call, routed to its method. */
export interface ApiCall {
  ctx: SandboxContext;
  caller: Caller;
  request: Request;
  url: URL;
  /** The Google host (`mybusiness.googleapis.com`). */
  host: string;
  /** Path parameters of the route (`accountId`, `locationId`, …). */
  params: Record<string, string>;
  /** The body text; undefined when it was larger than the sandbox reads. */
  bodyText: string | undefined;
}

/** A method of a Business Profile API. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;
