/**
 * The door to the pipeline: named steps run as one async generator of typed events, which every
 * consumer (Form A SSE, Form B SSE, the plain response, batch runs) reads the same way.
 */
export {
  failureError,
  runErrorEvent,
  stepEvent,
  stepEventType,
  stepNames,
  stepNouns,
  type ExperienceSuggestion,
  type PipelineEvent,
  type RunCompleteEvent,
  type RunErrorEvent,
  type RunFailure,
  type RunResult,
  type RunSuggestions,
  type SectionContents,
  type SectionEvent,
  type SectionName,
  type StepEvent,
  type StepName,
  type StepPhase,
  type TailorSuggestions,
} from './events.ts';
export { progress, runPipeline, section, type PipelineStep, type RunOptions, type StepOutput, type StepProgress, type StepSection } from './run-pipeline.ts';
export { drainPipeline } from './drain-pipeline.ts';
export { bundleDocuments } from './bundle-documents.ts';
