/** Whether an artwork will hang at the fair or stands for similar work, as the juror reads it. */
export const PRESENTED_LABELS = { present: "Will be presented", similar: "Similar work", "": "" } as const;
