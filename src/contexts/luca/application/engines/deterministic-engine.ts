import { Injectable } from '@nestjs/common';
import { AnswerDraft, type Answer, type Intent, type Outcome } from '../../domain/answer.js';
import { understandQuestion, type Understood } from '../../domain/understanding/understand-question.js';
import { AnsweringEngine, type Asker, type Question } from '../ports/answering-engine.js';
import { LucaTools, refusalOf, type CompanyAsked } from '../tools/luca-tools.js';
import { LUCA_VOCABULARY } from '../vocabulary.js';

const CAPABILITIES =
  'I can explain why a company has its score or rating and what drives its Beneish M-score, show how its score changed over the years, compare it ' +
  'with its sector and country, list the companies of an exchange country or sector that match a risk condition, ' +
  "tell what changed in your watchlists since the last data revision, explain what a cluster means, list a company's filing events " +
  '(late filings, auditor changes, non-reliance notices, amendments), and say where the data come from.';

/**
 * The default engine: recognises the question's intent with fixed rules (understandQuestion) and answers
 * it with one of Luca's answer functions. Same question, same data: same answer.
 */
@Injectable()
export class DeterministicEngine extends AnsweringEngine {
  readonly name = 'DETERMINISTIC' as const;

  constructor(private readonly tools: LucaTools) {
    super();
  }

  async answer(question: Question): Promise<Answer> {
    const understood = understandQuestion(question.text, LUCA_VOCABULARY);
    const draft = new AnswerDraft();
    const mark = draft.mark();
    let outcome: Outcome;
    try {
      outcome = await this.answerWith(draft, question, understood);
    } catch (error) {
      // A panel query refused (the company's exchange country left the subscription meanwhile).
      const code = refusalOf(error);
      if (!code) throw error;
      draft.rollback(mark);
      outcome = this.tools.refuse(draft, understood.intent, code, question.text);
    }
    return draft.finish(outcome, this.name);
  }

  private async answerWith(draft: AnswerDraft, question: Question, understood: Understood): Promise<Outcome> {
    const { asker } = question;
    switch (understood.intent) {
      case 'SCORE_EXPLANATION':
      case 'M_SCORE_EXPLANATION':
      case 'SCORE_HISTORY':
      case 'PEER_COMPARISON': {
        const asked = this.companyAsked(question, understood);
        if (!asked) return this.whichCompany(draft, asker, understood.intent);
        if (understood.intent === 'SCORE_HISTORY') return this.tools.scoreHistory(asker, draft, asked);
        if (understood.intent === 'PEER_COMPARISON')
          return this.tools.compareWithPeers(asker, draft, asked, understood.year);
        if (understood.intent === 'M_SCORE_EXPLANATION')
          return this.tools.explainMScore(asker, draft, asked, understood.year);
        return this.tools.explainScore(asker, draft, asked, understood.year, understood.ratingAsked);
      }
      case 'FILING_EVENTS': {
        const asked = this.companyAsked(question, understood);
        if (!asked) return this.whichCompany(draft, asker, understood.intent);
        return this.tools.filingEvents(asker, draft, asked, understood.year);
      }
      case 'RISK_SCREEN':
        return this.tools.screen(asker, draft, understood);
      case 'WATCHLIST_CHANGES':
        return this.tools.watchlistChanges(asker, draft, understood.watchlistName);
      case 'CLUSTER_DEFINITION':
        return this.tools.explainCluster(draft, understood.cluster?.id ?? '');
      case 'DATA_SOURCE':
        // Of the company named, or of the previous one for "its data"; else where the data come from in general.
        return this.tools.dataSource(
          asker,
          draft,
          understood.companyPhrase !== null || understood.refersBack
            ? this.companyAsked(question, understood)
            : null,
          understood.year,
        );
      case 'UNKNOWN':
        draft.text(`I can't answer that. ${CAPABILITIES} Try one of these questions:`);
        return this.notUnderstood('UNKNOWN', asker);
    }
  }

  /** The company named, else the previous answer's for "its …", else none. */
  private companyAsked(question: Question, understood: Understood): CompanyAsked | null {
    if (understood.companyPhrase !== null) return { phrase: understood.companyPhrase };
    if (question.previous) return { subject: question.previous };
    return null;
  }

  private whichCompany(draft: AnswerDraft, asker: Asker, intent: Intent): Promise<Outcome> {
    draft.text('Which company do you mean? Name it, or give its ISIN or ticker.');
    return this.notUnderstood(intent, asker);
  }

  private async notUnderstood(intent: Intent, asker: Asker): Promise<Outcome> {
    return {
      status: 'NOT_UNDERSTOOD',
      intent,
      errorCode: null,
      year: null,
      subject: null,
      suggestions: await this.tools.suggestions(asker),
    };
  }
}
