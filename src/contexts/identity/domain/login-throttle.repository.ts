import type { LoginThrottle } from './login-throttle.js';

export abstract class LoginThrottleRepository {
  abstract byKeys(keys: string[]): Promise<LoginThrottle[]>;
  abstract save(throttles: LoginThrottle[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
}
