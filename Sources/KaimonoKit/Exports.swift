// The value types of the facade's API come from these modules; re-exporting them lets a client write
// `import KaimonoKit` alone and still name `Recipe`, `Cart`, `OrderSummary` and their members.
@_exported public import BatchRunning
@_exported public import Catalog
@_exported public import CatalogFeeds
@_exported public import FoodLexicon
@_exported public import IngredientParsing
@_exported public import JSONWriting
@_exported public import Matching
@_exported public import Ordering
@_exported public import RecipeExtraction
@_exported public import Suggestions
@_exported public import RecipeFetching
