import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Look = 'contained' | 'secondary' | 'outlined';

const className = (look: Look, large?: boolean, fullWidth?: boolean) =>
  ['button', `button--${look}`, large ? 'button--large' : '', fullWidth ? 'button--full' : ''].filter(Boolean).join(' ');

interface Common {
  look?: Look;
  large?: boolean;
  fullWidth?: boolean;
  /** An icon (inline SVG, aria-hidden) before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A button of the public islands, styled by components/form/form.css (the brand's buttons, without MUI). */
export function Button({
  look = 'contained',
  large,
  fullWidth,
  icon,
  children,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={className(look, large, fullWidth)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a button; `newTab` opens it in a new tab, safely. */
export function ButtonLink({ look = 'contained', large, icon, children, href, newTab }: Common & { href: string; newTab?: boolean }) {
  return (
    <a className={className(look, large)} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {icon}
      {children}
    </a>
  );
}
