import { z } from 'zod';
import { ZId, zText } from './common';
import { requiredText } from './content';
import { endpoint } from './endpoint';
import type { TMultipartForm } from './uploads';

/**
 * An agent's own knowledge (issue 24): custom question-and-answer pairs and uploaded files (text, Markdown, PDF).
 * They belong to one agent, not to its owner (docs/decisions/036-agent-own-knowledge.md): only that agent answers
 * from them (its knowledge kinds `qa` and `files`), and only to askers who may use it. Managing them takes the
 * right to manage the agent; another tenant's agent is a 404.
 */

export const AGENT_QA_MAX_PAIRS = 500;
export const AGENT_QA_QUESTION_MAX = 300;
export const AGENT_QA_ANSWER_MAX = 5_000;
export const AGENT_FILES_MAX = 50;
export const AGENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Extracted text beyond this is not indexed (the file's row says it was cut). */
export const AGENT_FILE_MAX_TEXT_CHARS = 1_000_000;
export const AGENT_FILE_MAX_PDF_PAGES = 500;

/** A custom question and its answer (Markdown), indexed as one passage of kind `qa`. */
export const ZAgentQaPairInput = z
  .object({
    question: requiredText('Question', AGENT_QA_QUESTION_MAX),
    answer: requiredText('Answer', AGENT_QA_ANSWER_MAX),
  })
  .strict();
export type TAgentQaPairInput = z.input<typeof ZAgentQaPairInput>;

export const ZAgentQaPair = z.object({
  _id: ZId,
  agentId: ZId,
  question: zText(),
  answer: zText(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TAgentQaPair = z.infer<typeof ZAgentQaPair>;

export const AGENT_FILE_FORMATS = ['text', 'markdown', 'pdf'] as const;
export const ZAgentFileFormat = z.enum(AGENT_FILE_FORMATS);
export type TAgentFileFormat = z.infer<typeof ZAgentFileFormat>;

/**
 * A file's way through the job queue: `queued` (uploaded, waiting), `extracting` (reading the text; for a PDF,
 * `progress` counts pages), `indexing` (passages being written), `indexed`, or `failed` with `error` saying why
 * (password-protected, only images, no text).
 */
export const AGENT_FILE_STATES = ['queued', 'extracting', 'indexing', 'indexed', 'failed'] as const;
export const ZAgentFileState = z.enum(AGENT_FILE_STATES);
export type TAgentFileState = z.infer<typeof ZAgentFileState>;

export const ZAgentFile = z.object({
  _id: ZId,
  agentId: ZId,
  /** The uploaded file's name, as shown and as the cited source's title. */
  name: zText(),
  format: ZAgentFileFormat,
  bytes: z.number().int(),
  state: ZAgentFileState,
  /** Steps read of the total: a PDF's pages (text and Markdown are one step); null while queued. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** The reason a file failed, in words for the person who uploaded it; null otherwise. */
  error: zText().nullable(),
  /** Passages indexed from it (0 until indexed). */
  passages: z.number().int(),
  /** True when the text was longer than AGENT_FILE_MAX_TEXT_CHARS and only its start was indexed. */
  truncated: z.boolean(),
  uploadedBy: z.object({ _id: ZId, name: zText() }).nullable(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TAgentFile = z.infer<typeof ZAgentFile>;

const ZAgentParams = z.object({ id: ZId });
const ZPairParams = z.object({ id: ZId, pairId: ZId });
const ZFileParams = z.object({ id: ZId, fileId: ZId });

/** The server reads the file from the request stream (multipart, like the image upload); this types the FormData. */
const ZFileForm = z
  .custom<TMultipartForm>()
  .describe('multipart/form-data with one file in the field "file" (.txt, .md or .pdf)');

const ai = { tag: 'AI agents', auth: 'user' } as const;

export const agentKnowledgeEndpoints = {
  qaList: endpoint({
    ...ai,
    method: 'GET',
    path: '/v1/agents/:id/qa',
    summary: "The agent's custom question-and-answer pairs, newest first",
    params: ZAgentParams,
    data: z.array(ZAgentQaPair),
  }),
  qaCreate: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/qa',
    summary: `Add a question-and-answer pair (at most ${AGENT_QA_MAX_PAIRS} an agent)`,
    status: 201,
    params: ZAgentParams,
    body: ZAgentQaPairInput,
    data: ZAgentQaPair,
  }),
  qaUpdate: endpoint({
    ...ai,
    method: 'PUT',
    path: '/v1/agents/:id/qa/:pairId',
    summary: 'Edit a question-and-answer pair (re-indexed)',
    params: ZPairParams,
    body: ZAgentQaPairInput,
    data: ZAgentQaPair,
  }),
  qaDelete: endpoint({
    ...ai,
    method: 'DELETE',
    path: '/v1/agents/:id/qa/:pairId',
    summary: 'Delete a question-and-answer pair and its passage',
    params: ZPairParams,
    empty: true,
  }),
  files: endpoint({
    ...ai,
    method: 'GET',
    path: '/v1/agents/:id/files',
    summary: "The agent's uploaded files with their indexing state and progress, newest first",
    params: ZAgentParams,
    data: z.array(ZAgentFile),
  }),
  fileUpload: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/files',
    summary: `Upload a text, Markdown or PDF file (multipart field "file", up to ${AGENT_FILE_MAX_BYTES / 1024 / 1024} MiB, at most ${AGENT_FILES_MAX} an agent); read and indexed on the job queue`,
    status: 202,
    contentType: 'multipart/form-data',
    params: ZAgentParams,
    body: ZFileForm,
    data: ZAgentFile,
  }),
  fileDelete: endpoint({
    ...ai,
    method: 'DELETE',
    path: '/v1/agents/:id/files/:fileId',
    summary: 'Delete an uploaded file and its passages',
    params: ZFileParams,
    empty: true,
  }),
};
