/**
 * Who reviews what, computed without a database: each application gets `perApplication` assignees
 * among the members, never one with a conflict on it, never one twice, and the members' loads as
 * even as the conflicts allow (counting what each already holds).
 *
 * First a greedy pass, the applications with the fewest eligible members first, each given the
 * least-loaded eligible members; then new assignments are moved along chains (a → b → … → c, each
 * step one application the next member may take) from a member to one at least two below her,
 * until no such chain is left. Every move lowers the sum of the squared loads, so it ends; when it
 * does, no member could give an application to one two below her, directly or through others.
 * Ties are broken by the order of the input, so the same state gives the same assignments.
 */

export interface AutoAssignApplication {
  id: string;
  /** Members assigned already (kept; they count towards perApplication). */
  assigned: readonly string[];
  /** Members with a conflict of interest on it. */
  conflicts: readonly string[];
}

export interface AutoAssignMember {
  id: string;
  /** Assignments she holds already among the applications given. */
  load: number;
}

export interface AutoAssignPlan {
  /** The new assignments, in input order of the applications. */
  assignments: { applicationId: string; staffId: string }[];
  /** Applications left with fewer than perApplication assignees: too few members may take them. */
  short: string[];
  /** Each member's load after. */
  loads: Map<string, number>;
}

export function planAssignments(
  applications: readonly AutoAssignApplication[],
  members: readonly AutoAssignMember[],
  perApplication: number,
): AutoAssignPlan {
  const memberIndex = new Map(members.map((m, i) => [m.id, i]));
  const load = members.map((m) => m.load);
  const count = members.length;

  // Per application: who may take it (member indexes), and who holds it (kept or new).
  const eligible: number[][] = [];
  const holders: Set<number>[] = [];
  const needed: number[] = [];
  for (const application of applications) {
    const excluded = new Set([...application.conflicts, ...application.assigned]);
    eligible.push(members.flatMap((m, i) => (excluded.has(m.id) ? [] : [i])));
    holders.push(
      new Set(application.assigned.flatMap((id) => (memberIndex.has(id) ? [memberIndex.get(id) as number] : []))),
    );
    needed.push(Math.max(0, perApplication - new Set(application.assigned).size));
  }

  // fresh[m]: the applications newly given to member m (only those may move).
  const fresh: Set<number>[] = Array.from({ length: count }, () => new Set<number>());
  const order = applications
    .map((_, i) => i)
    .filter((i) => (needed[i] as number) > 0)
    .sort((a, b) => (eligible[a] as number[]).length - (eligible[b] as number[]).length || a - b);
  for (const a of order) {
    const candidates = [...(eligible[a] as number[])].sort(
      (x, y) => (load[x] as number) - (load[y] as number) || x - y,
    );
    for (const m of candidates.slice(0, needed[a])) {
      (holders[a] as Set<number>).add(m);
      (fresh[m] as Set<number>).add(a);
      load[m] = (load[m] as number) + 1;
    }
  }

  const conflicted: Set<string>[] = applications.map((a) => new Set(a.conflicts));
  /** Whether member `to` may take application `a` from its current holders. */
  const mayTake = (a: number, to: number) =>
    !(holders[a] as Set<number>).has(to) && !(conflicted[a] as Set<string>).has((members[to] as AutoAssignMember).id);

  /** A chain from `start` to a member at least two below it: [member, application] steps, or undefined. */
  const chainFrom = (start: number): { path: number[]; via: number[] } | undefined => {
    const cameFrom = new Map<number, { member: number; application: number }>([
      [start, { member: -1, application: -1 }],
    ]);
    const queue = [start];
    while (queue.length > 0) {
      const from = queue.shift() as number;
      for (const a of fresh[from] as Set<number>)
        for (let to = 0; to < count; to++) {
          if (cameFrom.has(to) || !mayTake(a, to)) continue;
          cameFrom.set(to, { member: from, application: a });
          if ((load[to] as number) <= (load[start] as number) - 2) {
            const path = [to];
            const via: number[] = [];
            let at = to;
            while (at !== start) {
              const step = cameFrom.get(at) as { member: number; application: number };
              via.unshift(step.application);
              path.unshift(step.member);
              at = step.member;
            }
            return { path, via };
          }
          queue.push(to);
        }
    }
    return undefined;
  };

  for (let improved = true; improved; ) {
    improved = false;
    const byLoad = members.map((_, i) => i).sort((x, y) => (load[y] as number) - (load[x] as number) || x - y);
    for (const start of byLoad) {
      const chain = chainFrom(start);
      if (!chain) continue;
      chain.via.forEach((a, step) => {
        const from = chain.path[step] as number;
        const to = chain.path[step + 1] as number;
        (holders[a] as Set<number>).delete(from);
        (holders[a] as Set<number>).add(to);
        (fresh[from] as Set<number>).delete(a);
        (fresh[to] as Set<number>).add(a);
      });
      load[start] = (load[start] as number) - 1;
      const end = chain.path[chain.path.length - 1] as number;
      load[end] = (load[end] as number) + 1;
      improved = true;
      break;
    }
  }

  const assignments: AutoAssignPlan["assignments"] = [];
  const short: string[] = [];
  applications.forEach((application, a) => {
    for (const m of [...(holders[a] as Set<number>)].sort((x, y) => x - y))
      if ((fresh[m] as Set<number>).has(a))
        assignments.push({ applicationId: application.id, staffId: (members[m] as AutoAssignMember).id });
    const total = new Set([
      ...application.assigned,
      ...[...(holders[a] as Set<number>)].map((m) => (members[m] as AutoAssignMember).id),
    ]).size;
    if (total < perApplication) short.push(application.id);
  });
  return { assignments, short, loads: new Map(members.map((m, i) => [m.id, load[i] as number])) };
}
