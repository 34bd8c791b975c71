import { css } from '../sheet';
import { cn, cx } from '../styles';
import { helper, ok } from '../styles-text';
import { addText, useText } from '../text';
import { strengthText } from '../text-components';

addText(strengthText); // this component's strings (src/ui/text-components.ts)

/** The meter and its lit bars (this component's classes: they come with the lazy screens that show it). */
export const meterCx = {
  meter: css`display:flex;gap:4px;& > span{flex:1;height:4px;background:var(--fl-c-border);}`,
  red: css`background:var(--fl-error) !important;`,
  green: css`background:var(--fl-success) !important;`,
  // An unmet rule's colour: defined after `helper` (styles-text.ts, imported above), so it wins.
  unmet: css`color:var(--fl-error);`,
};

/** A strength-check answer (consumer passwords.strengthCheck), the parts shown here. */
export interface Strength {
  strength_policy: 'none' | 'zxcvbn' | 'luds';
  score: number;
  breached_password: boolean;
  feedback?: {
    /** zxcvbn warning text. */
    warning?: string;
    luds_requirements?: { missing_characters: number; missing_complexity: number } | null;
  };
}

/**
 * none: nothing. zxcvbn: 4 segments (score 0-1 one red, 2 two red, 3 three green, 4 four green)
 * plus the warning. luds: the two rules (met ones in green) and the breached warning.
 */
export function PasswordStrength({
  result,
  minLength = 8,
  complexity = 3,
  id,
}: {
  result?: Strength | null;
  minLength?: number;
  complexity?: number;
  id?: string;
}) {
  const t = useText();
  if (!result || result.strength_policy === 'none') return null;
  if (result.strength_policy === 'zxcvbn') {
    const lit = Math.max(1, result.score);
    const good = result.score >= 3;
    return (
      <div id={id} aria-live="polite">
        <div
          class={meterCx.meter}
          role="meter"
          aria-label={t('ui.strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={result.score}
        >
          {[0, 1, 2, 3].map((i) => (
            <span key={i} class={i < lit ? (good ? meterCx.green : meterCx.red) : undefined} />
          ))}
        </div>
        {result.feedback?.warning && <p class={cx.error}>{result.feedback.warning}</p>}
      </div>
    );
  }
  const luds = result.feedback?.luds_requirements;
  const rules: [boolean, string][] = [
    [!luds?.missing_characters, t('ui.strength.length', { n: minLength })],
    [!luds?.missing_complexity, t('ui.strength.complexity', { n: complexity })],
  ];
  return (
    <ul id={id} aria-live="polite" class={cx.col}>
      {rules.map(([met, text]) => (
        <li key={text} class={cn(helper, met ? ok : meterCx.unmet)}>
          {met ? '✓ ' : '✗ '}
          {text}
        </li>
      ))}
      {result.breached_password && <li class={cx.error}>{t('ui.strength.breached')}</li>}
    </ul>
  );
}
