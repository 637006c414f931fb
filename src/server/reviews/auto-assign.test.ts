/**
 * Auto-assignment over random committees: sizes, conflicts and assignments already held. Whatever
 * the input, nobody reviews an application she has a conflict on, nobody twice, every application
 * gets k assignees or is reported short, and the loads are as even as the conflicts allow.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AutoAssignApplication, type AutoAssignMember, planAssignments } from "./auto-assign.ts";

interface Case {
  applications: AutoAssignApplication[];
  members: AutoAssignMember[];
  k: number;
}

/** A committee of 1–9 members, 0–40 applications, each with random conflicts and (optionally) assignees. */
const committee = (withExisting: boolean, conflictRate: number) =>
  fc
    .record({
      memberCount: fc.integer({ min: 1, max: 9 }),
      appCount: fc.integer({ min: 0, max: 40 }),
      k: fc.integer({ min: 1, max: 4 }),
    })
    .chain(({ memberCount, appCount, k }) =>
      fc
        .array(
          fc.record({
            conflicts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
              minLength: memberCount,
              maxLength: memberCount,
            }),
            existing: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
              minLength: memberCount,
              maxLength: memberCount,
            }),
          }),
          { minLength: appCount, maxLength: appCount },
        )
        .map((rolls): Case => {
          const ids = Array.from({ length: memberCount }, (_, i) => `m${i}`);
          const applications = rolls.map((roll, a) => {
            const conflicts = ids.filter((_, i) => (roll.conflicts[i] as number) < conflictRate);
            const assigned = withExisting
              ? ids.filter((id, i) => !conflicts.includes(id) && (roll.existing[i] as number) < 0.15).slice(0, k)
              : [];
            return { id: `a${a}`, assigned, conflicts };
          });
          const load = (id: string) => applications.filter((a) => a.assigned.includes(id)).length;
          return { applications, members: ids.map((id) => ({ id, load: load(id) })), k };
        }),
    );

function holdersAfter(input: Case, plan: ReturnType<typeof planAssignments>) {
  const holders = new Map(input.applications.map((a) => [a.id, [...a.assigned]]));
  for (const { applicationId, staffId } of plan.assignments) holders.get(applicationId)?.push(staffId);
  return holders;
}

function checkInvariants(input: Case, plan: ReturnType<typeof planAssignments>) {
  const holders = holdersAfter(input, plan);
  for (const application of input.applications) {
    const held = holders.get(application.id) as string[];
    // Never twice, never with a conflict.
    expect(new Set(held).size, `${application.id} holds someone twice`).toBe(held.length);
    for (const id of held.slice(application.assigned.length))
      expect(application.conflicts, `${id} on ${application.id}`).not.toContain(id);
    // k, or short exactly when too few members may take it.
    const eligible = input.members.filter(
      (m) => !application.conflicts.includes(m.id) && !application.assigned.includes(m.id),
    ).length;
    const expected = Math.max(application.assigned.length, Math.min(input.k, application.assigned.length + eligible));
    expect(held.length, `${application.id}'s assignees`).toBe(expected);
    expect(plan.short.includes(application.id)).toBe(held.length < input.k);
  }
  // The loads reported are the loads held.
  for (const member of input.members) {
    const load = [...holders.values()].filter((held) => held.includes(member.id)).length;
    expect(plan.loads.get(member.id), member.id).toBe(load);
  }
  // Even as the conflicts allow: no member could hand one of her new applications to a member two below her.
  const fresh = new Map(input.members.map((m) => [m.id, [] as string[]]));
  for (const { applicationId, staffId } of plan.assignments) fresh.get(staffId)?.push(applicationId);
  const byId = new Map(input.applications.map((a) => [a.id, a]));
  for (const high of input.members)
    for (const low of input.members) {
      if ((plan.loads.get(high.id) as number) - (plan.loads.get(low.id) as number) < 2) continue;
      const movable = (fresh.get(high.id) as string[]).filter((applicationId) => {
        const application = byId.get(applicationId) as AutoAssignApplication;
        return !application.conflicts.includes(low.id) && !(holders.get(applicationId) as string[]).includes(low.id);
      });
      expect(movable, `${high.id} could give ${low.id} one of these`).toEqual([]);
    }
}

describe("planAssignments", () => {
  it("balances a committee without conflicts to within one", () => {
    fc.assert(
      fc.property(committee(false, 0), (input) => {
        const plan = planAssignments(input.applications, input.members, input.k);
        checkInvariants(input, plan);
        if (input.k <= input.members.length) {
          const loads = [...plan.loads.values()];
          expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
          expect(plan.short).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never assigns a conflicted member or anyone twice, and stays as even as the conflicts allow", () => {
    fc.assert(
      fc.property(committee(false, 0.3), (input) => {
        checkInvariants(input, planAssignments(input.applications, input.members, input.k));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the assignments already held and counts them in the loads", () => {
    fc.assert(
      fc.property(committee(true, 0.2), (input) => {
        const plan = planAssignments(input.applications, input.members, input.k);
        checkInvariants(input, plan);
        for (const { applicationId, staffId } of plan.assignments)
          expect(input.applications.find((a) => a.id === applicationId)?.assigned).not.toContain(staffId);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same assignments for the same state", () => {
    fc.assert(
      fc.property(committee(true, 0.2), (input) => {
        const first = planAssignments(input.applications, input.members, input.k);
        const second = planAssignments(input.applications, input.members, input.k);
        expect(second.assignments).toEqual(first.assignments);
      }),
      { numRuns: 50 },
    );
  });

  it("gives each member one where only one arrangement does", () => {
    // a0 may go to m0 or m1; a1 only to m0; a2 only to m1 or m2. Taken in input order with ties to
    // the first member, m0 would get two; each member gets one.
    const plan = planAssignments(
      [
        { id: "a0", assigned: [], conflicts: ["m2"] },
        { id: "a1", assigned: [], conflicts: ["m1", "m2"] },
        { id: "a2", assigned: [], conflicts: ["m0"] },
      ],
      [
        { id: "m0", load: 0 },
        { id: "m1", load: 0 },
        { id: "m2", load: 0 },
      ],
      1,
    );
    expect([...plan.loads.values()]).toEqual([1, 1, 1]);
    expect(plan.short).toEqual([]);
  });
});
