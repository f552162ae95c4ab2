/** The part of pa11y (it ships no types) that e2e/accessibility.spec.ts uses. */
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }
  interface Pa11yOptions {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: ('htmlcs' | 'axe')[];
    viewport?: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean };
    /** A browser of the caller's, kept open by pa11y (it opens a new page in it for each run). */
    browser?: Browser;
    timeout?: number;
    wait?: number;
    levelCapWhenNeedsReview?: 'error' | 'warning' | 'notice';
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ pageUrl: string; issues: Pa11yIssue[] }>;
}
