import type { Activity } from './activity.js';

export abstract class ActivityRepository {
  abstract add(activity: Activity): Promise<void>;
}
