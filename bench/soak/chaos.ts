// The soak's running part: two loops of simulated people, the app sending through its compose
// box, and one fault after another, all at once for the given time. The app keeps sending until
// the last fault is over, so that a fault on sends always has a send to fail.
import type { RunningServer } from '../../server/app';
import type { Rng } from '../../server/seed/prng';
import type { AppSession } from '../support/app-session';
import { sleep } from '../support/clock';
import { queueDrained } from '../support/server-probe';
import type { ActorState } from './actor-kit';
import { actOnce, newActorState } from './actors';
import type { AppSender } from './app-sender';
import type { ControlClient } from './control-client';
import { FAULT_KINDS, injectFault, type FaultOutcome } from './faults';
import type { SoakWorld } from './world';

export interface ChaosSetup {
  app: AppSession;
  server: RunningServer;
  world: SoakWorld;
  control: ControlClient;
  sender: AppSender;
  faultUses: () => number;
  seconds: number;
  rng: Rng;
  log: (line: string) => void;
  /** Called once every fault kind has been injected once (the memory warm-up waits for it). */
  onFaultCycle?: () => void;
}

export interface ChaosRun {
  actors: ActorState;
  actions: number;
  outcomes: FaultOutcome[];
}

export async function runChaos(setup: ChaosSetup): Promise<ChaosRun> {
  const { app, server, world, control, sender, rng } = setup;
  const memberId = world.me.user_id;
  const actors = newActorState();
  const outcomes: FaultOutcome[] = [];
  const deadline = Date.now() + setup.seconds * 1000;
  const running = () => Date.now() < deadline;
  let faultsOver = false;
  let actions = 0;

  const actorLoop = async (r: Rng) => {
    while (running()) {
      await actOnce(world, control, r, actors, actions++);
      await sleep(r.between(60, 300));
    }
  };
  const senderLoop = async (r: Rng) => {
    for (let n = 0; running() || !faultsOver; n++) {
      await sender.sendOne(n);
      await sender.retryFailed();
      await sleep(r.between(1_000, 2_500));
    }
  };
  const faultContext = {
    page: app.page,
    control,
    memberId,
    faultUses: setup.faultUses,
    registrations: app.probe.registrations,
    polling: () => queueDrained(server, memberId),
  };
  const faultLoop = async (r: Rng) => {
    await sleep(2_000);
    let cycle: string[] = [];
    while (running()) {
      if (cycle.length === 0) cycle = r.sample(FAULT_KINDS, FAULT_KINDS.length);
      const kind = cycle.shift()!;
      const outcome = await injectFault(kind, faultContext, r);
      outcomes.push(outcome);
      if (outcomes.length === FAULT_KINDS.length) setup.onFaultCycle?.();
      const back = outcome.reconnected
        ? `connected again after ${outcome.reconnectMs} ms`
        : 'NOT reconnected';
      setup.log(`fault "${kind}": ${outcome.tookEffect ? 'took effect' : 'never fired'}, ${back}`);
      await sleep(r.between(1_500, 3_500));
    }
    faultsOver = true;
  };
  await Promise.all([
    actorLoop(rng.fork('actors-1')),
    actorLoop(rng.fork('actors-2')),
    senderLoop(rng.fork('sender')),
    faultLoop(rng.fork('faults')),
  ]);
  return { actors, actions, outcomes };
}
