import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useMe } from '../../api/get-me';
import type { SecondFactorSetupDto } from '../../api/session-types';
import { useSetUpSecondFactor } from '../../api/set-up-second-factor';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import { TurnOffSecondFactorForm } from './turn-off-second-factor-form';
import { useBackupCodesLeft } from '../../api/get-backup-codes-left';
import { BackupCodesPanel } from './backup-codes-panel';
import { RegenerateBackupCodesForm } from './regenerate-backup-codes-form';

/**
 * Two-step sign-in of the signed-in person: off → "Set up" (QR code, key, code, "Turn on", then the backup codes
 * once); on → the count of backup codes left, "Regenerate backup codes" and "Turn off", each with the password.
 */
export function TwoStepSection() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const s = t.sessions.twoStep;
  const me = useMe();
  const setUp = useSetUpSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetupDto>();
  const [turningOff, setTurningOff] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [shownCodes, setShownCodes] = useState<string[]>();
  const codesLeft = useBackupCodesLeft();
  const [failure, setFailure] = useState<string>();

  const start = async () => {
    setFailure(undefined);
    try {
      setSetup(await setUp.mutateAsync());
    } catch (error) {
      setFailure(refusalText(error, language, t, s.failed));
    }
  };

  if (!me) return <Typography role="status">{t.loading}</Typography>;
  if (shownCodes) return <BackupCodesPanel codes={shownCodes} onDone={() => setShownCodes(undefined)} />;
  if (me.secondFactorEnabled)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography role="status">{s.on}</Typography>
        {codesLeft !== undefined && <Typography>{t.sessions.backupCodes.left(codesLeft)}</Typography>}
        {regenerating ? (
          <RegenerateBackupCodesForm
            email={me.email}
            onCodes={(codes) => {
              setRegenerating(false);
              setShownCodes(codes);
            }}
            onClose={() => setRegenerating(false)}
          />
        ) : (
          !turningOff && (
            <Box>
              <Button variant="outlined" onClick={() => setRegenerating(true)}>
                {t.sessions.backupCodes.regenerate}
              </Button>
            </Box>
          )
        )}
        {regenerating ? null : turningOff ? (
          <TurnOffSecondFactorForm email={me.email} onClose={() => setTurningOff(false)} />
        ) : (
          <Box>
            <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
              {s.turnOff}
            </Button>
          </Box>
        )}
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{s.offIntro}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {setup ? (
        <SecondFactorEnrolment
          setup={setup}
          onDone={(codes) => {
            setSetup(undefined);
            setShownCodes(codes);
          }}
        />
      ) : (
        <Box>
          <Button variant="contained" disabled={setUp.isPending} aria-busy={setUp.isPending || undefined} onClick={() => void start()}>
            {setUp.isPending ? s.settingUp : s.setUp}
          </Button>
        </Box>
      )}
    </Box>
  );
}
