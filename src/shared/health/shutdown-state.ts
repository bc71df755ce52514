/** Set when SIGTERM arrives: health turns 503 so a load balancer stops sending traffic. */
export class ShutdownState {
  draining = false;
}
