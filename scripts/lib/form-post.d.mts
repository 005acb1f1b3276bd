export interface LoadedForm {
  action: string;
  hidden: [string, string][];
}
export function decodeEntities(text: string): string;
export function loadForm(pageUrl: string, marker: string, init?: RequestInit): Promise<LoadedForm>;
export function submitForm(
  form: LoadedForm,
  fields: Record<string, string>,
  headers?: Record<string, string>,
): Promise<{ status: number; retryAfter: string | null; html: string }>;
export function actionIdOf(form: LoadedForm): string;
export function submitFormAsScript(
  form: LoadedForm,
  fields: Record<string, string>,
  headers?: Record<string, string>,
): Promise<{ status: number; retryAfter: string | null; accepted: boolean }>;
