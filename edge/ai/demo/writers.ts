// What the demo provider can write, by task name (= prompt id). Products add their demo writers here.
import { ZEssayTextContext } from '../prompts/essay-text-input'
import { essayOutlineV1 } from '../prompts/essay-outline.v1'
import { essayRequirementsV1 } from '../prompts/essay-requirements.v1'
import { essaySectionV1 } from '../prompts/essay-section.v1'
import { demoOutline, demoRequirements } from './essay-structure'
import { ZExamAnswerInput } from '../prompts/exam-answer.v1'
import { demoExamAnswer } from './exam-answer'
import { demoConclusion, demoIntroduction, demoSection } from './essay-text'
import { createRng, seedFrom, type TRng } from './rng'
import { continueAfter } from './training-reply'
import { aiTutorFollowUpsV1, aiTutorV1 } from '../prompts/ai-tutor.v1'
import { demoTutorAnswer, demoTutorFollowUps } from './ai-tutor'
import { advancedAiAnswerV1 } from '../prompts/advanced-ai-answer.v1'
import { demoAdvancedAiAnswer } from './advanced-ai-answer'
import { essayEditorExtendV1, essayEditorRewriteV1, essayEditorShortenV1 } from '../prompts/essay-editor-actions.v1'
import { essayEditorCustomV1 } from '../prompts/essay-editor-custom.v1'
import { demoCustomEdit, demoExtend, demoRewrite, demoShorten } from './essay-editor'
import { essayVisualItemV1 } from '../prompts/essay-visual-item.v1'
import { demoVisualFormula, demoVisualGraph, demoVisualTable } from './essay-visual-item'
import { presentationJustificationV1 } from '../prompts/presentation-justification.v1'
import { presentationOutlineV1 } from '../prompts/presentation-outline.v1'
import { presentationSlidesV1 } from '../prompts/presentation-slides.v1'
import { demoPresentationJustification, demoPresentationOutline, demoPresentationSlides } from './presentation'
import { trainingTutorV1 } from '../prompts/training-tutor.v1'
import { trainingDefenseV1 } from '../prompts/training-defense.v1'
import { trainingMemoriesV1 } from '../prompts/training-memories.v1'
import { demoTrainingTutor } from './training-tutor'
import { demoTrainingDefense } from './training-defense'
import { demoTrainingMemories } from './training-memories'

export type TDemoWriter =
  | { kind: 'object'; write: (input: unknown, rng: TRng) => unknown }
  | { kind: 'text'; write: (input: unknown, rng: TRng) => string }

/**
 * A cut answer resumes exactly: the same input without `partial` seeds the same draft, of which only the rest after
 * the partial is written (the provider seeds from the whole input, so the draft is rewritten from the input alone).
 */
function resumable<I extends { partial?: string }>(task: string, write: (input: I, rng: TRng) => string) {
  return (i: I, rng: TRng): string => {
    if (!i.partial) return write(i, rng)
    const { partial, ...rest } = i
    return continueAfter(write(rest as I, createRng(seedFrom({ task, input: rest }))), partial)
  }
}
const demoTutorResumable = resumable('ai-tutor', demoTutorAnswer)
const demoAdvancedResumable = resumable('advanced-ai-answer', demoAdvancedAiAnswer)

export const DEMO_WRITERS: Record<string, TDemoWriter> = {
  'essay-requirements': { kind: 'object', write: (i, rng) => demoRequirements(essayRequirementsV1.input.parse(i), rng) },
  'essay-outline': { kind: 'object', write: (i, rng) => demoOutline(essayOutlineV1.input.parse(i), rng) },
  'essay-introduction': { kind: 'text', write: (i, rng) => demoIntroduction(ZEssayTextContext.parse(i), rng) },
  'essay-section': { kind: 'text', write: (i, rng) => demoSection(essaySectionV1.input.parse(i), rng) },
  'essay-conclusion': { kind: 'text', write: (i, rng) => demoConclusion(ZEssayTextContext.parse(i), rng) },
  'exam-answer': { kind: 'text', write: (i, rng) => demoExamAnswer(ZExamAnswerInput.parse(i), rng) },
  'ai-tutor': { kind: 'text', write: (i, rng) => demoTutorResumable(aiTutorV1.input.parse(i), rng) },
  'ai-tutor-follow-ups': { kind: 'object', write: (i, rng) => demoTutorFollowUps(aiTutorFollowUpsV1.input.parse(i), rng) },
  'essay-visual-table': { kind: 'object', write: (i) => demoVisualTable(essayVisualItemV1.table.input.parse(i)) },
  'essay-visual-graph': { kind: 'object', write: (i) => demoVisualGraph(essayVisualItemV1.graph.input.parse(i)) },
  'essay-visual-formula': { kind: 'object', write: (i) => demoVisualFormula(essayVisualItemV1.formula.input.parse(i)) },
  'advanced-ai-answer': { kind: 'text', write: (i, rng) => demoAdvancedResumable(advancedAiAnswerV1.input.parse(i), rng) },
  'essay-editor-rewrite': { kind: 'text', write: (i, rng) => demoRewrite(essayEditorRewriteV1.input.parse(i), rng) },
  'essay-editor-extend': { kind: 'text', write: (i, rng) => demoExtend(essayEditorExtendV1.input.parse(i), rng) },
  'essay-editor-shorten': { kind: 'text', write: (i) => demoShorten(essayEditorShortenV1.input.parse(i)) },
  'essay-editor-custom': { kind: 'text', write: (i, rng) => demoCustomEdit(essayEditorCustomV1.input.parse(i), rng) },
  'presentation-justification': { kind: 'object', write: (i, rng) => demoPresentationJustification(presentationJustificationV1.input.parse(i), rng) },
  'presentation-outline': { kind: 'object', write: (i) => demoPresentationOutline(presentationOutlineV1.input.parse(i)) },
  'presentation-slides': { kind: 'object', write: (i) => demoPresentationSlides(presentationSlidesV1.input.parse(i)) },
  // The training writers read their state from the chat, not from the rng: a resumed reply must be the same reply.
  'training-tutor': { kind: 'text', write: (i) => demoTrainingTutor(trainingTutorV1.input.parse(i)) },
  'training-defense': { kind: 'text', write: (i) => demoTrainingDefense(trainingDefenseV1.input.parse(i)) },
  'training-memories': { kind: 'object', write: (i) => demoTrainingMemories(trainingMemoriesV1.input.parse(i)) },
}
