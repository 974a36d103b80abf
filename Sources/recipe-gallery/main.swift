import RecipeKit
