/** Port: the lead a visitor's booking follows (their quote request), moved along the pipeline when they book. */
export abstract class LeadBookings {
  /**
   * Marks the lead 'survey-booked' (from 'new' or 'contacted') and answers true when it exists, is not spam and was
   * sent from the same e-mail address as the booking; otherwise changes nothing and answers false.
   */
  abstract surveyBooked(leadId: string, email: string, now: Date): Promise<boolean>;
}
