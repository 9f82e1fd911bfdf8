export { TrackingProvider, useTracking, type TrackingContextValue } from './tracking-provider';
