// The prompts in use, in one place: products take prompts from here, so moving to a new version is one line.
import { essayConclusionV1 } from './essay-conclusion.v1'
import { essayIntroductionV1 } from './essay-introduction.v1'
import { essayOutlineV1 } from './essay-outline.v1'
import { essayRequirementsV1 } from './essay-requirements.v1'
import { essaySectionV1 } from './essay-section.v1'
import { examAnswerV1 } from './exam-answer.v1'
import { aiTutorFollowUpsV1, aiTutorV1 } from './ai-tutor.v1'
import { advancedAiAnswerV1 } from './advanced-ai-answer.v1'
import { essayEditorExtendV1, essayEditorRewriteV1, essayEditorShortenV1 } from './essay-editor-actions.v1'
import { essayEditorCustomV1 } from './essay-editor-custom.v1'
import { essayVisualItemV1 } from './essay-visual-item.v1'
import { presentationJustificationV1 } from './presentation-justification.v1'
import { presentationOutlineV1 } from './presentation-outline.v1'
import { presentationSlidesV1 } from './presentation-slides.v1'
import { trainingTutorV1 } from './training-tutor.v1'
import { trainingDefenseV1 } from './training-defense.v1'
import { trainingMemoriesV1 } from './training-memories.v1'

export const PROMPTS = {
  essayRequirements: essayRequirementsV1,
  essayOutline: essayOutlineV1,
  essayIntroduction: essayIntroductionV1,
  essaySection: essaySectionV1,
  essayConclusion: essayConclusionV1,
  examAnswer: examAnswerV1,
  aiTutor: aiTutorV1,
  aiTutorFollowUps: aiTutorFollowUpsV1,
  advancedAiAnswer: advancedAiAnswerV1,
  essayEditorRewrite: essayEditorRewriteV1,
  essayEditorExtend: essayEditorExtendV1,
  essayEditorShorten: essayEditorShortenV1,
  essayEditorCustom: essayEditorCustomV1,
  essayVisualTable: essayVisualItemV1.table,
  essayVisualGraph: essayVisualItemV1.graph,
  essayVisualFormula: essayVisualItemV1.formula,
  presentationJustification: presentationJustificationV1,
  presentationOutline: presentationOutlineV1,
  presentationSlides: presentationSlidesV1,
  trainingTutor: trainingTutorV1,
  trainingDefense: trainingDefenseV1,
  trainingMemories: trainingMemoriesV1,
} as const
