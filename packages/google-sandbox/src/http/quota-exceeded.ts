import { googleError } from './google-error';

/**
 * The 429 RESOURCE_EXHAUSTED Google answers past a quota, with the `google.rpc.ErrorInfo` detail
 * (reason RATE_LIMIT_EXCEEDED) naming the service and the limit.
 */
export function quotaExceeded(service: string, limitName: string, limitValue: number): Response {
  return googleError(
    429,
    `Quota exceeded for quota metric 'Requests' and limit '${limitName}' of service '${service}' for consumer 'project_number:0'.`,
    [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'RATE_LIMIT_EXCEEDED',
        domain: 'googleapis.com',
        metadata: {
          service,
          quota_limit: limitName,
          quota_limit_value: String(limitValue),
          consumer: 'projects/0',
        },
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [
          {
            description: 'Business Profile APIs usage limits',
            url: 'https://developers.google.com/my-business/content/limits',
          },
        ],
      },
    ],
  );
}
