import { useState } from 'react';
import { Button } from '../../../components/form/button';
import { PrintGlyph, RestartAltGlyph } from '../../../components/form/icons';
import { useCatalogue } from '../../../i18n/i18n-context';
import { type ChecklistTask, SEASONS, type Season, TASKS, tasksBySystem } from '../checklist';
import { checklistText } from '../content/checklist-text';
import { useTicks } from '../use-ticks';

/*
 * Plain elements and the form kit's buttons (no MUI: this island stays small). Its classes (.checklist*) are at the
 * end of components/form/form.css, with the print rules.
 */

function TaskItem({ task, ticked, onToggle }: { task: ChecklistTask; ticked: boolean; onToggle: () => void }) {
  const t = useCatalogue(checklistText);
  const text = t.tasks[task.id];
  const id = `task-${task.id}`;
  return (
    <li className="checklist__task">
      <input id={id} type="checkbox" className="checklist__box" checked={ticked} onChange={onToggle} aria-describedby={`${id}-detail`} />
      <div>
        <div className="checklist__task-head">
          <label htmlFor={id} className="checklist__title">
            {text.title}
          </label>
          <span className={`checklist__who checklist__who--${task.who}`}>{t.who[task.who]}</span>
        </div>
        <p id={`${id}-detail`} className="checklist__detail">
          {text.detail}
        </p>
      </div>
    </li>
  );
}

function SeasonSection({
  season,
  ticked,
  onToggle,
}: {
  season: Season;
  ticked: ReadonlySet<string>;
  onToggle: (task: ChecklistTask) => void;
}) {
  const t = useCatalogue(checklistText);
  const headingId = `season-${season}`;
  return (
    <section className="panel checklist__season" aria-labelledby={headingId}>
      <h2 id={headingId} className="checklist__season-heading">
        {t.seasons[season].heading}
      </h2>
      <p className="checklist__when">{t.seasons[season].when}</p>
      {tasksBySystem(season).map(({ system, tasks }) => (
        <div key={system} className="checklist__system">
          <h3 className="checklist__system-heading">{t.systems[system]}</h3>
          <ul className="checklist__tasks">
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} ticked={ticked.has(task.id)} onToggle={() => onToggle(task)} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The seasonal checklist with its ticks (kept in this browser), a print button and a button that clears every
 * tick. The buttons never print.
 */
export function MaintenanceChecklist() {
  const t = useCatalogue(checklistText).toolbar;
  const { ticked, toggle, clear } = useTicks();
  const [cleared, setCleared] = useState(false);
  const onToggle = (task: ChecklistTask) => {
    setCleared(false);
    toggle(task.id);
  };
  const onClear = () => {
    clear();
    setCleared(true);
  };
  return (
    <div className="checklist">
      <div className="checklist__bar">
        <div role="group" aria-label={t.label} className="checklist__buttons">
          <Button look="contained" icon={<PrintGlyph />} onClick={() => window.print()}>
            {t.print}
          </Button>
          <Button look="outlined" icon={<RestartAltGlyph />} onClick={onClear} disabled={ticked.size === 0}>
            {t.clear}
          </Button>
        </div>
        <p className="checklist__progress">{t.progress(ticked.size, TASKS.length)}</p>
      </div>
      <p className="checklist__saved">{t.savedHere}</p>
      <div className="visually-hidden" role="status">
        {cleared ? t.cleared : ''}
      </div>
      {SEASONS.map((season) => (
        <SeasonSection key={season} season={season} ticked={ticked} onToggle={onToggle} />
      ))}
    </div>
  );
}
