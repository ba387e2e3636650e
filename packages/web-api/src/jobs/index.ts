export type { EnqueueOptions } from './enqueue-job';
export { enqueueJob, JOBS_CHANNEL } from './enqueue-job';
export type { FailedJob } from './failed-jobs';
export { listFailedJobs, purgeDoneJobs, retryFailedJob } from './failed-jobs';
export type { JobDefinition, JobKind, JobOutcome, PreparedJob, RunningJob } from './job-kind';
export { defineJob, failedForGood, MIN_RETRY_AFTER_MS, retryAfter } from './job-kind';
export type { JobCount } from './job-metrics';
export { jobCounts } from './job-metrics';
export type { JobRegistry } from './job-registry';
export { createJobRegistry } from './job-registry';
export type { ClaimedJob, JobWorkerOptions } from './job-worker';
export { createJobWorker, DEFAULT_JOB_RETRY } from './job-worker';
export type { ClaimOptions, QueueTable } from './queue-table';
export { claimDue, nextDueMs } from './queue-table';
export type { QueueWorker, QueueWorkerOptions } from './queue-worker';
export { createQueueWorker } from './queue-worker';
export type { RateWindow, WindowAnswer } from './rate-windows';
export { acquireWindows } from './rate-windows';
export type { AfterFailure, RetryPolicy } from './retry-policy';
export {
  afterFailure,
  errorText,
  LAST_ERROR_LENGTH,
  PermanentJobError,
  retryDelayMs,
} from './retry-policy';
