import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download.ts';
import type { TemplateButton } from './templates.ts';

/** GET one template and save it; resolves to the file name used. */
export function useTemplateDownload(template: TemplateButton) {
  return useMutation({ mutationFn: () => downloadFile(template.path, template.fallbackName) });
}
