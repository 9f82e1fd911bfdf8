/** What app.ts hands the car writes: queueing the alert work of the cars they write. */
export { queueCarAlerts } from './alert-jobs';
