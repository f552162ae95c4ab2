import PrintIcon from '@mui/icons-material/Print';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue } from '../../../i18n/i18n-context';
import { type ChecklistTask, SEASONS, type Season, TASKS, tasksBySystem, type Who } from '../checklist';
import { checklistText } from '../content/checklist-text';
import { useTicks } from '../use-ticks';

const WHO_STYLE: Record<Who, { bgcolor: string; color: string }> = {
  you: { bgcolor: '#e3eef3', color: '#0a2f40' },
  technician: { bgcolor: '#0a2f40', color: '#ffffff' },
};

function TaskItem({ task, ticked, onToggle }: { task: ChecklistTask; ticked: boolean; onToggle: () => void }) {
  const t = useCatalogue(checklistText);
  const text = t.tasks[task.id];
  const id = `task-${task.id}`;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.25, borderTop: 1, borderColor: 'divider', breakInside: 'avoid' }}>
      <Checkbox id={id} checked={ticked} onChange={onToggle} slotProps={{ input: { 'aria-describedby': `${id}-detail` } }} sx={{ mt: -0.75, ml: -1 }} />
      <div>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 0.5 }}>
          <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, cursor: 'pointer' }}>
            {text.title}
          </Typography>
          <Chip size="small" label={t.who[task.who]} sx={{ ...WHO_STYLE[task.who], fontWeight: 600, height: 22 }} />
        </Box>
        <Typography id={`${id}-detail`} variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {text.detail}
        </Typography>
      </div>
    </Box>
  );
}

function SeasonSection({ season, ticked, onToggle }: { season: Season; ticked: ReadonlySet<string>; onToggle: (task: ChecklistTask) => void }) {
  const t = useCatalogue(checklistText);
  const headingId = `season-${season}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, mb: 3, '@media print': { border: 0, p: 0, mb: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.55rem' } }}>
        {t.seasons[season].heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.seasons[season].when}
      </Typography>
      {tasksBySystem(season).map(({ system, tasks }) => (
        <Box key={system} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
            {t.systems[system]}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} ticked={ticked.has(task.id)} onToggle={() => onToggle(task)} />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
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
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box role="group" aria-label={t.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, displayPrint: 'none' }}>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t.print}
          </Button>
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={onClear} disabled={ticked.size === 0}>
            {t.clear}
          </Button>
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{t.progress(ticked.size, TASKS.length)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, displayPrint: 'none' }}>
        {t.savedHere}
      </Typography>
      <div className="visually-hidden" role="status">
        {cleared ? t.cleared : ''}
      </div>
      {SEASONS.map((season) => (
        <SeasonSection key={season} season={season} ticked={ticked} onToggle={onToggle} />
      ))}
    </div>
  );
}
