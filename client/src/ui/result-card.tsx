import { motion } from 'motion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './result-card.css';

// A finished play in figures (points, rank, right answers, ...) with the ways on below them. The card rises in
// once and its heading takes the focus, as it replaces what the reader was on.

export interface ResultStat {
  id: string;
  label: string;
  value: string;
}

interface ResultCardProps {
  title: string;
  stats: readonly ResultStat[];
  testId: string;
  /** Test id of each figure, from its id. */
  statTestId?: (id: string) => string;
  /** Links and buttons to go on with. */
  children: ReactNode;
}

export function ResultCard({ title, stats, testId, statTestId = (id) => `result-${id}`, children }: ResultCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <motion.section
      className="result-card"
      aria-labelledby={headingId}
      data-testid={testId}
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25 }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="result-card__title">
        {title}
      </h2>
      <dl className="result-card__stats">
        {stats.map((stat) => (
          <div key={stat.id} className="result-card__stat">
            <dt>{stat.label}</dt>
            <dd data-testid={statTestId(stat.id)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="result-card__links">{children}</div>
    </motion.section>
  );
}
