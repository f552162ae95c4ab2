/**
 * Port: which addresses were sent a visitor confirmation, and when. Called inside the transaction that stores the
 * lead, so a confirmation is claimed only for a lead that is kept.
 */
export abstract class ConfirmationLedger {
  /**
   * Records that `email` gets a confirmation for `leadId` at `at`, unless it got one within `periodHours` before.
   * True when this lead is the one to confirm; concurrent claims for one address let exactly one through.
   */
  abstract claim(email: string, leadId: string, at: Date, periodHours: number): Promise<boolean>;
}
