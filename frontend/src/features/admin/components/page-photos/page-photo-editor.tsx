import { PAGE_PHOTO_LIMITS } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminMedia } from '../../api/api-types';
import { useMediaLibrary } from '../../api/get-media-library';
import { usePagePhotos } from '../../api/get-page-photos';
import type { PagePhotoTarget } from '../../api/page-photo-target';
import { useSetPagePhotos } from '../../api/set-page-photos';
import { adminText } from '../../content/admin-text';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';
import { moveItem } from './move-item';
import { PhotoRow } from './photo-row';

/** One page's photos (the home hero, contact, a service, manufacturer, guide or town page): the chosen ones in order (move, remove), the rest of the library to add, and Save. */
export function PagePhotoEditor({ target, pageName }: { target: PagePhotoTarget; pageName: string }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.photos.pagePhotos;
  const library = useMediaLibrary();
  const saved = usePagePhotos(target);
  const [ids, setIds] = useState(saved);
  const save = useSetPagePhotos();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const byId = new Map(library.map((media) => [media.id, media]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const others = library.filter((media) => !ids.includes(media.id));
  const full = chosen.length >= PAGE_PHOTO_LIMITS.max;
  const altOf = (media: AdminMedia) => (language === 'es' ? media.altEs : media.altEn);
  // A pressed button can leave the list or become disabled (Add, Remove, a move to the end): focus goes on to the
  // nearest control that does the same job, never to the page's top.
  const [focusNext, setFocusNext] = useState<string>();
  useEffect(() => {
    if (!focusNext) return;
    document.querySelector<HTMLElement>(`[data-focus="${focusNext}"]`)?.focus();
    setFocusNext(undefined);
  }, [focusNext]);
  const add = (index: number) => {
    const media = others[index];
    setIds([...ids, media.id]);
    const next = others[index + 1] ?? others[index - 1];
    setFocusNext(next && chosen.length + 1 < PAGE_PHOTO_LIMITS.max ? `add:${next.id}` : 'save');
  };
  const remove = (index: number) => {
    setIds(ids.filter((id) => id !== chosen[index].id));
    const next = chosen[index + 1] ?? chosen[index - 1];
    setFocusNext(next ? `remove:${next.id}` : 'save');
  };
  const move = (index: number, step: -1 | 1) => {
    const media = chosen[index];
    setIds(moveItem(ids, media.id, step));
    const atEnd = index + step === 0 || index + step === chosen.length - 1;
    setFocusNext(`${atEnd === (step === -1) ? 'down' : 'up'}:${media.id}`);
  };

  const onSave = async () => {
    setFailure(undefined);
    try {
      const answer = await save.mutateAsync({ target, mediaIds: chosen.map((media) => media.id) });
      toast({ title: p.saved, description: p.savedText(pageName, answer.mediaIds.length) });
    } catch (error) {
      setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  return (
    <Box component="section" aria-labelledby="page-photos-chosen-heading">
      <Typography id="page-photos-chosen-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        {p.chosenHeading}: {pageName}
      </Typography>
      <FormError message={failure} />
      {chosen.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{p.none}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1 }}>
          {chosen.map((media, index) => (
            <PhotoRow key={media.id} media={media} alt={altOf(media)}>
              <Button
                size="small"
                disabled={index === 0}
                aria-label={p.moveUpLabel(altOf(media))}
                data-focus={`up:${media.id}`}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={index === chosen.length - 1}
                aria-label={p.moveDownLabel(altOf(media))}
                data-focus={`down:${media.id}`}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={p.removeLabel(altOf(media))}
                data-focus={`remove:${media.id}`}
                onClick={() => remove(index)}
              >
                {p.remove}
              </Button>
            </PhotoRow>
          ))}
        </Box>
      )}
      <Button
        variant="contained"
        data-focus="save"
        onClick={() => void onSave()}
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
        sx={{ mb: 4 }}
      >
        {save.isPending ? t.common.saving : p.save}
      </Button>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {p.libraryHeading}
      </Typography>
      {full && <Typography sx={{ mb: 2 }}>{p.tooMany(PAGE_PHOTO_LIMITS.max)}</Typography>}
      {others.length === 0 ? (
        <Typography>{library.length === 0 ? t.photos.emptyLibrary : p.allChosen}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {others.map((media, index) => (
            <PhotoRow key={media.id} media={media} alt={altOf(media)}>
              <Button
                size="small"
                variant="outlined"
                disabled={full}
                aria-label={p.addLabel(altOf(media))}
                data-focus={`add:${media.id}`}
                onClick={() => add(index)}
              >
                {p.add}
              </Button>
            </PhotoRow>
          ))}
        </Box>
      )}
    </Box>
  );
}
