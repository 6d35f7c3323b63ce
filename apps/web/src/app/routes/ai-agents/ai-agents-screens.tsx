/** The agents' screens as one lazy chunk (issue 24): the list, the builder with its playground, and the budgets. */
export { AgentBuilderPage } from './agent-builder-page';
export { AgentUsagePage } from './agent-usage-page';
export { AgentsPage } from './agents-page';
